import { describe, expect, it } from 'vitest';
import { apiOrigin } from './origin.ts';

describe('apiOrigin', () => {
  it('is the page’s origin unless the worker URL names another', () => {
    expect(apiOrigin(new URL('http://localhost:8080/assets/worker.js'))).toBe(
      'http://localhost:8080',
    );
    expect(apiOrigin(new URL('https://app.test/w.js?api=https://pos.example.com/x'))).toBe(
      'https://pos.example.com',
    );
  });
});
