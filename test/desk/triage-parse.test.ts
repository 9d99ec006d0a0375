/**
 * Triage reads the model's JSON tolerantly: the common ways a provider wraps or bends a JSON answer
 * are repaired (and the repair is said), so a code fence is never graded as the agent choosing
 * intent `other`. What cannot be read at all still falls back to `other`, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { parseTriage } from '../../src/desk/triage.js';
import { readJsonAnswer } from '../../src/model/json-answer.js';
import type { ModelResponse } from '../../src/index.js';

const answer = (text: string | null): ModelResponse => ({ text, toolCalls: [], usage: { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, latencyMs: 0, model: 'm' });
const JSON_TEXT = '{"intent":"refund","language":"de","risk":[]}';
const REFUND = { intent: 'refund', language: 'de', risk: [] };

describe('parseTriage', () => {
  it('reads plain JSON and says nothing was repaired', () => {
    expect(parseTriage(answer(JSON_TEXT))).toEqual({ output: REFUND });
  });

  it.each([
    ['a code fence', '```json\n' + JSON_TEXT + '\n```', /code fence/],
    ['a bare code fence', '```\n' + JSON_TEXT + '\n```', /code fence/],
    ['a leading "json" word', 'json\n' + JSON_TEXT, /"json" label/],
    ['text after the JSON', JSON_TEXT + '\nThe customer wants a refund.', /text after/],
    ['text before the JSON', 'Here is the triage: ' + JSON_TEXT, /text before/],
    ['single quotes', "{'intent': 'refund', 'language': 'de', 'risk': []}", /JSON syntax/],
    ['a trailing comma', '{"intent":"refund","language":"de","risk":[],}', /JSON syntax/],
    ['prose, a fence and prose', 'Sure!\n```json\n' + JSON_TEXT + '\n```\nHope that helps.', /code fence.*text before.*text after|code fence/],
  ])('repairs %s and records the repair', (_name, text, said) => {
    const parsed = parseTriage(answer(text));
    expect(parsed.output).toEqual(REFUND);
    expect(parsed.error).toBeUndefined();
    expect(parsed.repaired).toMatch(said);
  });

  it('keeps braces inside strings out of the search for the object', () => {
    const text = 'Note: {"intent":"refund","language":"de","risk":[],"why":"a } in text"} done';
    expect(parseTriage(answer(text)).output).toEqual(REFUND);
  });

  it('still falls back, with the reason, on an answer with no JSON in it', () => {
    expect(parseTriage(answer('I think this is a refund.'))).toMatchObject({ error: expect.stringMatching(/not JSON/) });
    expect(parseTriage(answer(null))).toMatchObject({ error: expect.stringMatching(/not JSON/) });
  });

  it('still falls back on JSON with no valid intent', () => {
    expect(parseTriage(answer('{"intent":"shopping"}'))).toMatchObject({ error: expect.stringMatching(/no valid intent/) });
  });
});

describe('readJsonAnswer', () => {
  it('gives the value and the list of repairs', () => {
    expect(readJsonAnswer('```json\n{"a":1}\n```')).toEqual({ value: { a: 1 }, repairs: ['removed a code fence'] });
    expect(readJsonAnswer('{"a":1}')).toEqual({ value: { a: 1 }, repairs: [] });
  });

  it('reads the first object when several follow each other', () => {
    expect(readJsonAnswer('{"a":1} {"b":2}')).toMatchObject({ value: { a: 1 }, repairs: ['removed text after the JSON'] });
  });

  it('gives an error, never a guess, for text that holds no object', () => {
    expect(readJsonAnswer('hello there')).toHaveProperty('error');
    expect(readJsonAnswer('')).toHaveProperty('error');
    expect(readJsonAnswer('[1, 2]')).toHaveProperty('error');
  });
});
