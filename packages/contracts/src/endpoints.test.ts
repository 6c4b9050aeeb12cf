import { describe, expect, it } from 'vitest';
import { ENDPOINTS, pathOf, type Endpoint } from './endpoints.js';

const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];

describe('the endpoint table', () => {
  it('defines each method and path once, and each service identifier once', () => {
    const routes = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const services = entries.map(([, endpoint]) => endpoint.service);
    expect(new Set(services).size).toBe(services.length);
  });

  it('gives every call either a JSON reply or a file-name rule, never both', () => {
    for (const [name, endpoint] of entries) {
      expect(Boolean(endpoint.reply) !== Boolean(endpoint.file), name).toBe(true);
    }
  });

  it('declares a schema for every path parameter', () => {
    for (const [name, endpoint] of entries) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = Object.keys((endpoint.params as { shape?: object } | undefined)?.shape ?? {});
      expect(declared.sort(), name).toEqual(names.sort());
    }
  });

  it('fills in path parameters, encoded, and refuses a missing one', () => {
    expect(pathOf(ENDPOINTS.transactionFile, { format: 'pdf' })).toBe(
      '/merchant/transaction/v1/generate/pdf',
    );
    expect(pathOf({ path: '/a/:id' }, { id: 'x/y' })).toBe('/a/x%2Fy');
    expect(() => pathOf(ENDPOINTS.transactionFile)).toThrow(/format/);
  });

  it('names files by the spec’s rules', () => {
    const body = ENDPOINTS.transactionFile.body.parse({
      branchId: '101,102',
      cardType: 'All',
      methodType: 'All',
      transactionName: 'P',
      fromDate: '01-03-2026',
      toDate: '02-03-2026',
    });
    const name = ENDPOINTS.transactionFile.file.name({
      params: { format: 'excel' },
      query: { currency: 'JOD' },
      body,
      merchantCode: '4000000101',
    });
    expect(name).toBe('TRANSACTIONS_P_FROM-01-03-2026_TO-02-03-2026_2-BRANCHES.xlsx');
    expect(
      ENDPOINTS.transactionDetailsFile.file.name({
        params: undefined,
        query: ENDPOINTS.transactionDetailsFile.query.parse({
          transactionName: 'P',
          fromDate: '01-03-2026',
          toDate: '01-03-2026',
        }),
        body: undefined,
        merchantCode: '4000000194',
      }),
    ).toBe('MERCHANT_TRANSACTIONS_4000000194_P_01-03-2026.xlsx');
  });
});
