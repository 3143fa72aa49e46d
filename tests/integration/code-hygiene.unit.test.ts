import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

// A comment says why; which issue asked for a change is git's history, not the code's.
const issueInComment = /(\/\/|\/\*|^\s*\*).*\bissue #?\d+/i;

function commentsNamingAnIssue(files: readonly string[]): string[] {
  const output = execFileSync('git', ['grep', '-n', '-i', '-E', 'issue #?[0-9]+', '--', ...files], { cwd: root, encoding: 'utf8' }).trim();
  return output === ''
    ? []
    : output.split('\n').filter((line) => issueInComment.test(line.slice(line.indexOf(':', line.indexOf(':') + 1) + 1)));
}

describe('code comments', () => {
  it('never name an issue number', () => {
    let found: string[];
    try {
      found = commentsNamingAnIssue(['*.ts', '*.tsx', '*.mjs', '*.js', ':!**/code-hygiene.unit.test.ts']);
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status === 1) found = [];
      else throw error;
    }
    expect(found).toEqual([]);
  });

  it('the check sees a comment that names one', () => {
    expect(issueInComment.test(['  // Built for issue', '14: the hold'].join(' '))).toBe(true);
    expect(issueInComment.test('const issues = 14; // counts issues')).toBe(false);
  });
});
