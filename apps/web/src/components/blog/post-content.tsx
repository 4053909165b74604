import { Fragment } from 'react';

/** Blank lines separate paragraphs; single line breaks stay line breaks. */
export function paragraphsOf(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}

/** A post's text as written: rendered as text (never as HTML), keeping its paragraphs and line breaks. */
export function PostContent({ content }: { content: string }) {
  return (
    <div className="space-y-5 text-lg wrap-anywhere">
      {paragraphsOf(content).map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
