// A strict reader of the Prometheus text exposition format (version 0.0.4): every line must be a HELP, a TYPE
// or a sample; every sample must belong to the family whose TYPE came before it, with well-formed names,
// labels and values; a histogram's buckets must be cumulative and end in +Inf, equal to its count. It throws
// on the first line that breaks a rule, naming it.

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const METRIC_NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = '[a-zA-Z_][a-zA-Z0-9_]*';
/** A label value: any character but `"`, `\` and a line end, which come escaped. */
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
/** A value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, as prom-client writes `Nan`. */
const NUMBER =
  '(?:[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?[Ii][Nn][Ff](?:[Ii][Nn][Ii][Tt][Yy])?|[Nn][Aa][Nn])';
const HELP = new RegExp(`^# HELP (${METRIC_NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${METRIC_NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(
  `^(${METRIC_NAME})(?:\\{((?:${LABEL_NAME}=${LABEL_VALUE})(?:,${LABEL_NAME}=${LABEL_VALUE})*,?)?\\})? (${NUMBER})(?: -?\\d+)?$`,
);
const LABEL = new RegExp(`(${LABEL_NAME})=(${LABEL_VALUE})`, 'g');

/** The sample names a family of each type may have. */
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function unescape(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(["\\n])/g, (_match, char: string) => (char === 'n' ? '\n' : char));
}

function numberOf(text: string): number {
  const word = text.toLowerCase().replace(/^\+/, '');
  if (word === 'nan') return Number.NaN;
  if (word === 'inf' || word === 'infinity') return Number.POSITIVE_INFINITY;
  if (word === '-inf' || word === '-infinity') return Number.NEGATIVE_INFINITY;
  return Number(text);
}

const labelKey = (labels: Record<string, string>, without: string) =>
  JSON.stringify(
    Object.entries(labels)
      .filter(([name]) => name !== without)
      .sort(),
  );

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const key = labelKey(sample.labels, 'le');
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      const le = sample.labels.le;
      if (le === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push([numberOf(le), sample.value]);
    } else if (sample.name.endsWith('_count')) {
      entry.count = sample.value;
    }
  }
  for (const [key, { buckets, count }] of series) {
    for (let index = 1; index < buckets.length; index += 1) {
      const [le, value] = buckets[index]!;
      const [previousLe, previousValue] = buckets[index - 1]!;
      if (le <= previousLe || value < previousValue) {
        throw new Error(`${family.name} ${key}: buckets not cumulative in increasing le`);
      }
    }
    const last = buckets.at(-1);
    if (!last || last[0] !== Number.POSITIVE_INFINITY || last[1] !== count) {
      throw new Error(`${family.name} ${key}: the +Inf bucket is missing or differs from _count`);
    }
  }
}

/** The families of an exposition, by name. */
export function parsePrometheus(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  let current: Family | null = null;
  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === '') continue;
    const help = HELP.exec(line);
    if (help) {
      const [, name = '', doc = ''] = help;
      if (helps.has(name) || families.has(name)) throw new Error(`${where}: HELP after the family began`);
      helps.set(name, doc);
      continue;
    }
    const type = TYPE.exec(line);
    if (type) {
      const [, name = '', kind = ''] = type;
      if (families.has(name)) throw new Error(`${where}: a second TYPE`);
      current = { name, type: kind as MetricType, help: helps.get(name) ?? '', samples: [] };
      families.set(name, current);
      continue;
    }
    if (line.startsWith('#')) throw new Error(`${where}: neither HELP nor TYPE`);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`${where}: not a sample`);
    const [, name = '', labelText = '', value = ''] = sample;
    const family: Family | null = current;
    if (!family || !SUFFIXES[family.type].some((suffix) => name === family.name + suffix)) {
      throw new Error(`${where}: a sample outside its family's TYPE`);
    }
    const labels: Record<string, string> = {};
    for (const [, label = '', quoted = ''] of labelText.matchAll(LABEL)) {
      if (label in labels) throw new Error(`${where}: label ${label} twice`);
      labels[label] = unescape(quoted);
    }
    family.samples.push({ name, labels, value: numberOf(value) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The value of the sample `name` whose labels are exactly `labels`; undefined when there is none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  for (const family of families.values()) {
    const found = family.samples.find(
      (sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
    );
    if (found) return found.value;
  }
  return undefined;
}
