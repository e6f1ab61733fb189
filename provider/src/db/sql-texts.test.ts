import { KeptByParts, placeholdersAfter } from './sql-texts';

describe('composed SQL texts', () => {
  it('composes a text once and answers the same string for the same parts', () => {
    const texts = new KeptByParts<string>(10);
    let composed = 0;
    const compose = () => {
      composed += 1;
      return ['select 1', 'select 2'].join(' union all ');
    };
    const first = texts.get(['select 1', 2, 'select 2'], compose);
    const again = texts.get(['select 1', 2, 'select 2'], compose);
    expect(again).toBe(first);
    expect(composed).toBe(1);
    texts.get(['select 1', 3, 'select 2'], compose);
    expect(composed).toBe(2);
  });

  it('composes without keeping once it holds its cap', () => {
    const texts = new KeptByParts<string>(1); // one part of a path
    let composed = 0;
    const compose = (text: string) => () => {
      composed += 1;
      return text;
    };
    texts.get(['a'], compose('kept'));
    expect(texts.get(['b'], compose('not kept'))).toBe('not kept');
    expect(texts.get(['b'], compose('not kept'))).toBe('not kept');
    expect(texts.get(['a'], compose('other'))).toBe('kept');
    expect(composed).toBe(3);
  });

  it('keeps a false answer as an answer', () => {
    const answers = new KeptByParts<boolean>(10);
    let asked = 0;
    const make = () => {
      asked += 1;
      return false;
    };
    expect(answers.get(['select 1', 'players'], make)).toBe(false);
    expect(answers.get(['select 1', 'players'], make)).toBe(false);
    expect(asked).toBe(1);
  });

  it('moves placeholders after the ones before them, and refuses one without a value', () => {
    expect(placeholdersAfter('select $1, $2, $1', [1, 2], 3, 'a part')).toBe('select $4, $5, $4');
    expect(placeholdersAfter('select $1, $2, $1', [1, 2], 0, 'a part')).toBe('select $1, $2, $1');
    expect(() => placeholdersAfter('select $1, $3', [1, 2], 0, 'the second part')).toThrow('$3 has no value in the second part');
    expect(() => placeholdersAfter('select $0', [1], 0, 'a part')).toThrow('$0 has no value in a part');
  });
});
