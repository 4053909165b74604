// Runs before each route test file (vitest.config.ts, project "server").
import { useTestHashing } from '../src/lib/passwords.js';

// Passwords hashed at argon2id's least cost: the suite makes thousands of accounts (docs/testing.md "Speed").
useTestHashing();
