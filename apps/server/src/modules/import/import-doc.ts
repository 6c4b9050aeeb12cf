// docs/import.md, written from the kinds' own schemas so the documented columns are the checked ones: a test
// fails when the file and the schemas differ, and `npm run docs:import` writes it again.
import { z } from 'zod';
import { IMPORT_KINDS } from './kinds/index.js';
import { PROBLEM_LIMIT } from './import-file.js';

const INTRO = `# Importing the bank's data

<!-- Written by \`npm run docs:import\` from the import's schemas (apps/server/src/modules/import/); do not edit. -->

The portal's data comes from the bank's own files: its merchant system's merchants, branches, terminals and
merchant users, its switch's card transactions and pre-authorisation holds, the marketplace's orders, the
ministry of foreign affairs' embassies and consular fees, and an airline's airports and ticket bookings.
One command loads one file, or a folder of them:

\`\`\`sh
npm run import -- merchants path/to/merchants.csv
npm run import -- path/to/folder          # <kind>.csv or <kind>.jsonl files, in the order below
npm run import -- docs/examples           # the example merchants, their users and a month of their payments
\`\`\`

The command opens the database the server uses (\`DATABASE_URL\`, else the embedded database in \`DATA_DIR\`,
which one process holds at a time: stop the server first) and brings its schema up to date. It exits with 0
when every file loaded or changed nothing, 1 when a file was refused or not taken, 2 when the command is
wrong.

## Files

- **CSV**: UTF-8 (a byte-order mark is allowed), RFC 4180, a header row naming the columns below in any
  order; an empty cell is an absent value. **JSON Lines**: one JSON object per line, keyed by the same
  names; \`null\` is an absent value, numbers may be written as numbers.
- A column the kind does not have is refused (a misspelt header would otherwise lose its values), and so is a
  required column the header lacks.

## All or nothing, and never twice

1. A file is read once, in one transaction, and every record is checked. Every problem is reported with its
   line and column (the first ${PROBLEM_LIMIT}, then how many more), and a file with any problem is refused:
   nothing of it is written.
2. What one line cannot show is checked against the stored data once the whole file is read (a branch of a
   merchant nobody loaded, a key twice in the file), and refuses the whole file too.
3. Each kind has a natural key. A record whose key is already stored is not added again: loading the same
   file twice adds nothing and says so. A stored merchant, branch or terminal takes the file's values when
   they changed (and is counted as updated); its key, and what it belongs to, never change. A stored user or
   card transaction is kept as it is: users are the merchant's administrators' to keep from then on, and a
   payment does not change. A stored pre-authorisation hold takes only its capture, when a later file brings
   it, a stored marketplace order only its delivery and settlement days, a stored consular fee only its
   charge-back, processing and pre-arbitration flags and the ministry's later messages, and a stored booking
   only its payment and notification statuses, unless a maker already acted on it in the portal (the maker's
   action stands). An embassy or an airport takes the file's names.
4. Imports take turns (a database lock), so two loads of the same file cannot both find its records new.

## Card numbers and passwords

- The portal never stores a card number: \`cardNumber\` is taken masked only (first 6 and last 4 digits), and
  a file with a full card number anywhere the check looks (13 to 19 digits passing the Luhn check, in the
  card number, the card's token, the payment method, the merchant's reference, the category, a customer's
  name or reference, a booking's remarks or the ministry's and CyberSource's messages) is refused whole.
- A new user's \`initialPassword\` is stored only as its hash, and the user must change it at the first
  sign-in. Without one, the command line makes a password of 16 characters and shows it once, in its output;
  the inbox refuses such a row, as its report is a file.
- Card transactions are loaded as the demo's generator loads them: copied into the database in batches, in
  constant memory, and added to the dashboards' and the search's roll-ups in the same transaction. A stored
  payment is looked for in its own business day (the same payment always has the same day), so one sent
  again with another business day would be loaded twice.

## The inbox

With \`IMPORT_INBOX_DIR\` set, the server loads the files the bank's transfer drops into that folder, by a job
at every tick of \`IMPORT_INBOX_CRON\` (every minute unless set; one run at a time across all processes):

- A file is named \`<kind>.csv\` or \`<kind>.jsonl\`, or with a label between, such as
  \`terminals.2026-11-29.csv\`. It must arrive whole: write it under another name (one starting with \`.\`,
  or ending in neither extension) and rename it into the folder. Other files are left alone.
- Each run takes the new files in the kinds' order. A file moves to \`processing/\` while it loads, then to
  \`done/\` or \`failed/\` under the time it was taken (\`2026-11-29T05-00-00.000Z-terminals.csv\`), beside
  its report (\`….report.json\`: the outcome, the counts or the problems). A file naming no kind goes to
  \`failed/\` too.
- A process that dies mid-file leaves it in \`processing/\` with nothing of it loaded (its transaction rolls
  back). Once the dead run expires, the next run loads what \`processing/\` holds first; a new file of the same
  name waits for the run after.
- Each file is counted in the metrics as \`imports_total{kind,outcome}\` (outcome \`loaded\`, \`unchanged\`,
  \`refused\`, or \`failed\` when the database or the disk failed and the run is retried).

The examples in \`docs/examples/\` are loaded by the tests.
`;

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** A column's allowed values when it takes one of a list. */
function valuesOf(schema: z.ZodType): readonly string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : [];
}

export function importDoc(): string {
  const sections = IMPORT_KINDS.map((kind) => {
    const rows = Object.entries(kind.schema.shape).map(([column, schema]) => {
      const required = schema.safeParse(undefined).success ? 'no' : 'yes';
      const values = valuesOf(schema);
      const allowed = values.length > 0 ? ` One of ${values.map((value) => `\`${value}\``).join(', ')}.` : '';
      return `| \`${column}\` | ${required} | ${cell(schema.description ?? '')}${allowed} |`;
    });
    const after = kind.after.length > 0 ? ` Loaded after: ${kind.after.join(', ')}.` : '';
    return [
      `## ${kind.name}`,
      '',
      `${kind.summary} Natural key: ${kind.naturalKey.map((key) => `\`${key}\``).join(', ')}.${after}`,
      '',
      '| column | required | what it holds |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return `${INTRO}\n${sections.join('\n\n')}\n`;
}
