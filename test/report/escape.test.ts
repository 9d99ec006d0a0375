import { describe, expect, test } from 'vitest';
import { codeSpan, escapeCommandData, escapeCommandProperty, escapeMarkdown, stripNonXml } from '../../src/report/escape.js';

describe('escapeMarkdown', () => {
  test('turns markup into literal text on one line', () => {
    expect(escapeMarkdown('<b>hi</b> *x* [l](u) a|b ~~s~~ $1 & \\')).toBe('\\<b\\>hi\\</b\\> \\*x\\* \\[l\\](u) a\\|b \\~\\~s\\~\\~ \\$1 \\& \\\\');
    expect(escapeMarkdown('line one\n\n  line two')).toBe('line one line two');
  });

  test('leaves underscores inside words readable and escapes the rest', () => {
    expect(escapeMarkdown('execute_action _emph_')).toBe('execute_action \\_emph\\_');
  });
});

describe('codeSpan', () => {
  test('fences text with more backticks than it holds', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`x')).toBe('`` `x ``');
    expect(codeSpan('')).toBe('');
  });
});

describe('GitHub workflow commands', () => {
  test('a newline in a message cannot start a command of its own', () => {
    expect(escapeCommandData('a\n::set-env name=X::1\r%')).toBe('a%0A::set-env name=X::1%0D%25');
  });

  test('a property cannot end early at a comma or colon', () => {
    expect(escapeCommandProperty('a,b:c')).toBe('a%2Cb%3Ac');
  });
});

describe('stripNonXml', () => {
  test('replaces characters XML 1.0 cannot hold and keeps the rest', () => {
    expect(stripNonXml('a\u0000b\u0007c\td\ne\uD800f 😀')).toBe('a\uFFFDb\uFFFDc\td\ne\uFFFDf 😀');
  });
});
