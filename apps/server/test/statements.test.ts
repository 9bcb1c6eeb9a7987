import { describe, expect, it } from 'vitest';
import { declaredStatements } from '../src/db/statements';
// The modules whose list statements are declared when they load.
import '../src/modules/data-export/sql';
import '../src/modules/deals/cards';
import '../src/modules/clarifications/cards';
import '../src/modules/contractors/answer-stats';
import '../src/modules/contractors/cards';
import '../src/modules/notifications/cards';
import '../src/modules/trail/cards';
import '../src/modules/requests/cards';
import '../src/modules/requests/comparison';
import '../src/modules/reviews/cards';
import '../src/modules/tenders/cards';

/*
 * The SQL of every list call, kept in the repository as it runs: a change to a list's statement
 * shows in review as a change to `src/db/list-statements.sql` (rewritten by `vitest -u`).
 */
describe('the list statements', () => {
  it('are the SQL kept in src/db/list-statements.sql', async () => {
    const text = declaredStatements()
      .map((s) => `-- ${s.name}\n${s.text};\n`)
      .join('\n');
    await expect(text).toMatchFileSnapshot('../src/db/list-statements.sql');
  });

  it('each have a name of their own and fixed text with numbered parameters only', () => {
    const all = declaredStatements();
    expect(new Set(all.map((s) => s.name)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(22);
    for (const s of all) expect(s.text, s.name).not.toMatch(/\$\{|undefined|\[object /);
  });
});
