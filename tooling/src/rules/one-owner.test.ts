import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as accountRules from 'shared-contract/account-rules';
import { REPO_ROOT } from '../paths';

/** The apps' source files (tests and test helpers aside), and the provider's with `withProvider`: where a second copy of a rule would drift. */
function appSources({ withProvider = false } = {}): Array<{ file: string; text: string }> {
  const roots = readdirSync(REPO_ROOT)
    .filter((name) => name === 'host' || name.startsWith('mfe-') || (withProvider && name === 'provider'))
    .map((name) => join(REPO_ROOT, name, 'src'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  roots.forEach(walk);
  return files.map((file) => ({ file: relative(REPO_ROOT, file), text: readFileSync(file, 'utf8') }));
}

/**
 * Each rule has one owner (docs/decisions/018): the provider decides what it enforces and the
 * contract carries the verdict; money as players read it lives once in shared-contract (money.ts, reached through shared-api). A second copy in an app is
 * where two pages start to tell a player two things.
 */
const SECOND_COPIES: ReadonlyArray<{ rule: string; owner: string; pattern: RegExp }> = [
  { rule: 'money formatting', owner: 'shared-contract money: formatBalance / formatDollars', pattern: /toLocaleString\(\s*'en-US'\s*,\s*\{[^}]*FractionDigits|\$\{[^}]*\.toFixed\(2\)\}|Intl\.NumberFormat\([^)]*currency/ },
  { rule: 'the $1 balance threshold', owner: 'shared-contract money: BALANCE_THRESHOLD_USD', pattern: /\bBALANCE_THRESHOLD\w*\s*=/ },
  { rule: 'the displayed $10 minimum deposit', owner: 'shared-contract money: displayedMinimumDeposit', pattern: /\bMIN(IMUM)?_?DISPLAYED\w*\s*=|DISPLAYED_MINIMUM\w*\s*=/ },
  { rule: 'the max-bet term of a coupon', owner: 'the provider (coupon max_bet)', pattern: /function\s+maxBet\w*|const\s+maxBet\w*\s*=\s*\(/ },
  { rule: 'the lobby jackpot block by class', owner: 'the provider (player jackpot blocked)', pattern: /JACKPOT_BLOCKED_CLASSES|isBlockedFrom\w*Jackpot/ },
  { rule: 'the session token on the bus', owner: 'shared-api SessionPort', pattern: /player\??\.sessionToken|\.playerClass\b|\.hasFirstDeposit\b/ },
];

describe('one owner per rule', () => {
  const sources = appSources();

  it('reads the apps', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(SECOND_COPIES)('no app keeps its own copy of $rule (owner: $owner)', ({ pattern }) => {
    expect(sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
  });
});

/**
 * The signup and account field rules (SPEC §5: patterns, lengths, regions, age) are shared-contract's
 * account-rules.ts, read by the onboarding forms and the provider alike: a copy on either side is
 * where the site starts accepting what the provider refuses (a 33-character login did).
 */
describe('one definition of the signup and account rules', () => {
  const sources = appSources({ withProvider: true });
  const patterns = Object.entries(accountRules).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);

  it('reads the apps and the provider, and the shared patterns', () => {
    expect(sources.some(({ file }) => file.startsWith('provider/'))).toBe(true);
    expect(patterns.map(([name]) => name).sort()).toEqual(['EMAIL_PATTERN', 'FREE_TEXT_PATTERN', 'LOGIN_PATTERN', 'NAME_PATTERN', 'PHONE_PATTERN']);
  });

  it.each(patterns)('no app or provider file writes %s again', (_name, pattern) => {
    expect(sources.filter(({ text }) => text.includes(pattern.source)).map(({ file }) => file)).toEqual([]);
  });

  it.each([
    ['a pattern of a field', /\b(NAME|EMAIL|LOGIN|USERNAME|PHONE|FREE_TEXT)_PATTERN\s*=/],
    ['the lengths of the fields', /\bLIMITS\s*=\s*\{|\.length\s*[<>]=?\s*(30|32|40|80)\b|email\w*\.length\s*[<>]=?\s*\d/i],
    ['the ages', /\b(MIN|MAX)_AGE\s*=|\bage\s*[<>]=?\s*(21|120)\b/],
    ['the regions', /\b(COUNTRIES|CANADIAN_PROVINCES|US_STATES\w*|OUTSIDE_OPTION)\s*[:=]|function\s+statesFor\b/],
    ['the login normalisation', /function\s+normaliseLogin\b|\bnormaliseLogin\s*=/],
  ])('no app or provider file declares %s of its own', (_what, declaration) => {
    expect(sources.filter(({ text }) => declaration.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
