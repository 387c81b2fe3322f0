// The alert rules and the Grafana dashboard in docs/operations/ parse, and every metric their
// expressions name is one a Kubik server exports (scraped from a test app's /metrics).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const operations = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'operations');
const token = 'alerts-test-token-0123456789';

/** PromQL's own words: functions, aggregations, keywords. Any other identifier is a metric name. */
const promql = new Set([
  'sum',
  'min',
  'max',
  'avg',
  'count',
  'topk',
  'bottomk',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'rate',
  'irate',
  'increase',
  'delta',
  'histogram_quantile',
  'clamp_min',
  'clamp_max',
  'abs',
  'min_over_time',
  'max_over_time',
  'avg_over_time',
  'absent',
  'time',
]);

/** The metric names an expression reads: label matchers, strings, ranges and grouping clauses removed first. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '$1');
  return [...bare.matchAll(/[A-Za-z_:][\w:]*/g)].map((m) => m[0]).filter((word) => !promql.has(word));
}

describe('alert rules and dashboard', () => {
  let t: TestApp;
  let exported: Set<string>;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
      .body;
    exported = new Set();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(`${name}${suffix}`);
    }
  });
  afterAll(() => t?.close());

  it('reads metric names out of PromQL', () => {
    expect(
      metricNames(
        'sum by (le, route) (rate(kubik_x_bucket{route!="a b"}[5m])) / clamp_min(sum(rate(kubik_y[5m])), 1) > 0.3 and up == 0',
      ),
    ).toEqual(['kubik_x_bucket', 'kubik_y', 'up']);
  });

  it('alerts on exported metrics only, with the four the issue asks for', () => {
    const rules = parse(readFileSync(join(operations, 'alerts.yml'), 'utf8')) as {
      groups: {
        name: string;
        rules: {
          alert: string;
          expr: string;
          labels: { severity: string };
          annotations: { summary: string; description: string };
        }[];
      }[];
    };
    const all = rules.groups.flatMap((group) => group.rules);
    expect(all.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['KubikDatabaseDown', 'KubikJobsStuck', 'KubikHighErrorRate', 'KubikPaymentFailures']),
    );
    const doc = readFileSync(join(operations, 'metrics.md'), 'utf8');
    for (const rule of all) {
      expect(['critical', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(0);
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${rule.alert}: ${name}`).toContain(name);
      // Each alert has its section in metrics.md: what it means, what to do.
      expect(doc, rule.alert).toContain(`### ${rule.alert}`);
    }
  });

  it('draws exported metrics only', () => {
    const dashboard = JSON.parse(readFileSync(join(operations, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; type: string; targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({
        panel: panel.title,
        expr: target.expr.replace(/\$__rate_interval/g, '5m'),
      })),
    );
    expect(exprs.length).toBeGreaterThan(20);
    for (const { panel, expr } of exprs)
      for (const name of metricNames(expr)) expect(exported, `${panel}: ${name}`).toContain(name);
  });
});
