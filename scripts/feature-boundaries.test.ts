import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The browser app's layers (eslint.config.js): app → features → components and lib → shared, and a
// feature never imports another feature. These run the project's own lint on small sources.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('feature boundaries in the browser app', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/admin-users/components/example.tsx',
      "import { LoginForm } from '../../auth/components/login-form';\nexport const x = LoginForm;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse components or lib importing a feature', async () => {
    const sources = {
      'apps/web/src/components/ui/example.tsx': '../../features/auth/components/login-form',
      'apps/web/src/lib/example.ts': '../features/auth/components/login-form',
    };
    for (const [filePath, from] of Object.entries(sources)) {
      const errors = await boundaryErrors(
        filePath,
        `import { LoginForm } from '${from}';\nexport const x = LoginForm;\n`,
      );
      expect(errors, filePath).toHaveLength(1);
    }
  });

  it('allow a feature its own files, components, lib and the app its features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/auth/components/example.tsx',
        "import { LoginForm } from './login-form';\nimport { Button } from '../../../components/ui/button';\nimport { cn } from '../../../lib/cn';\nexport const x = [LoginForm, Button, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/app/routes/example.tsx',
        "import { LoginForm } from '../../features/auth/components/login-form';\nexport const x = LoginForm;\n",
      ),
    ).toEqual([]);
  });
});
