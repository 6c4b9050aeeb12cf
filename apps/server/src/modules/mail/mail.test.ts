// The dashboard's e-mail actions end to end: GET /merchant/api/email writes one outbox message (with its
// audit row and its delivery job) for the caller's own merchant, and the pg-boss worker delivers it to a real
// SMTP server started here — retrying when the server refuses — or, without SMTP_URL, as an .eml file.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Outcomes are polled for, never timed.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { auditLog } from '../../db/schema/auth.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { merchants } from '../../db/schema/merchants.js';
import type { JobQueue } from '../../jobs/boss.js';
import { Metrics } from '../../lib/metrics.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { MailService } from './service.js';
import { createMailer } from './transport.js';

const ADMIN = 'zahran.admin@4000000101';
const ANALYST = 'zahran.analyst@4000000101';
const TELLER = 'zahran.teller@4000000101';
const PETRA = 'petra.admin@4000000194';
const REEM = 'reem.batayneh@acquiring.bank.example.jo';
const CHURN_SUBJECT =
  'Zahran Hypermarkets (4000000101): help retaining churning customers | طلب المساعدة في الاحتفاظ بالعملاء المتوقفين';
const SAMER = 'samer.hijazi@acquiring.bank.example.jo';

/** Outcomes arrive when the worker gets to them: wait generously, look often. */
const eventually = { timeout: 60_000, interval: 100 };
const SLOW = 120_000;

interface Received {
  recipients: string[];
  /** The header block, unfolded, as sent. */
  headers: string;
  subject: string;
  text: string;
  html: string;
}

interface SmtpStub {
  port: number;
  received: Received[];
  /** How many of the next messages to refuse with a temporary failure (451). */
  refuseNext: number;
  refused: number;
  close(): Promise<void>;
}

async function decode(raw: Buffer): Promise<Omit<Received, 'recipients'>> {
  const source = raw.toString('utf8');
  const headers = source.slice(0, source.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
  const parsed = await simpleParser(raw);
  return { headers, subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html || '' };
}

async function startSmtp(): Promise<SmtpStub> {
  const stub = { received: [] as Received[], refuseNext: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stub.refuseNext > 0) {
          stub.refuseNext -= 1;
          stub.refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        void decode(Buffer.concat(chunks)).then((message) => {
          stub.received.push({ ...message, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp stub has no port');
  return Object.assign(stub, {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const email = (emailSource: string) =>
  `${ENDPOINTS.sendEmail.path}?country=JO&lang=en&emailSource=${encodeURIComponent(emailSource)}`;

async function outboxOf(h: Harness, merchantCode: string, kind?: string) {
  return h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.merchantCode, merchantCode), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(mailOutbox.createdAt);
}

async function jobsOf(h: Harness, outboxId: string): Promise<number> {
  const result: unknown = await h.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail-delivery' and data->>'outboxId' = ${outboxId}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function auditRows(h: Harness, actor: string) {
  return h.database.db
    .select({ outcome: auditLog.outcome, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'dashboard-email'), eq(auditLog.actorUsername, actor)))
    .orderBy(auditLog.at);
}

async function delivered(h: Harness, outboxId: string) {
  let row: typeof mailOutbox.$inferSelect | undefined;
  await vi.waitFor(async () => {
    [row] = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  }, eventually);
  return row as typeof mailOutbox.$inferSelect;
}

const messageFor = (smtp: SmtpStub, outboxId: string) =>
  smtp.received.filter((message) => message.headers.includes(`Message-ID: <${outboxId}@merchant-portal>`));

describe('over SMTP', () => {
  let h: Harness;
  let smtp: SmtpStub;
  let dataDir: string;
  let sessions: Record<string, Record<string, string>>;
  const call = (user: string, emailSource: string) =>
    h.app.inject({ method: 'GET', url: email(emailSource), headers: sessions[user] });

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'mp-mail-'));
    h = await createHarness({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Merchant Portal <portal@bank.example.jo>',
      DATA_DIR: dataDir,
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    sessions = await h.signedIn([ADMIN, ANALYST, TELLER, PETRA]);
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('puts one message to the account manager in the outbox, with its job and one audit row', async () => {
    const reply = await call(ADMIN, 'churn');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: MESSAGES.emailSent });

    const rows = await outboxOf(h, '4000000101', 'dashboard:churn');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ toAddress: REEM, toName: 'Reem Batayneh', merchantCode: '4000000101' });
    expect(row?.subject).toBe(CHURN_SUBJECT);
    expect(await jobsOf(h, row!.id)).toBe(1);
    expect(await auditRows(h, ADMIN)).toEqual([
      { outcome: 'success', details: { emailSource: 'churn', outboxId: row!.id, to: REEM } },
    ]);
  });

  it('delivers it to the SMTP server: the manager, the subject, the merchant and who asked', async () => {
    const [row] = await outboxOf(h, '4000000101', 'dashboard:churn');
    const done = await delivered(h, row!.id);
    expect(done).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null });
    const [message, ...more] = messageFor(smtp, row!.id);
    expect(more).toHaveLength(0);
    expect(message?.recipients).toEqual([REEM]);
    expect(message?.headers).toContain(`To: Reem Batayneh <${REEM}>`);
    expect(message?.headers).toContain('From: Merchant Portal <portal@bank.example.jo>');
    expect(message?.subject).toBe(CHURN_SUBJECT);
    expect(message?.headers).toMatch(/Reply-To: \S+@/);
    for (const text of [
      'Zahran Hypermarkets',
      'Merchant code: 4000000101',
      `Username: ${ADMIN}`,
      'E-mail: ',
      MESSAGES.retainCustomers,
      // The same in Arabic, first, the button named as the Arabic screen names it.
      'رقم التاجر: 4000000101',
      `اسم المستخدم: ${ADMIN}`,
      `«${translateText('ar', MESSAGES.retainCustomers)}»`,
    ]) {
      expect(message?.text).toContain(text);
      expect(message?.html.replace(/<[^>]+>/g, '')).toContain(text.replaceAll("'", '&#39;'));
    }
    expect(message?.text.indexOf('حضرة')).toBeLessThan(message?.text.indexOf('Dear') ?? -1);
    // The HTML's Arabic part reads right to left, its figures left to right.
    expect(message?.html).toMatch(/<div dir="rtl" lang="ar"[^>]*>\s*<p>حضرة /);
    expect(message?.html).toContain('رقم التاجر: <span dir="ltr">4000000101</span>');
    expect(message?.html).toMatch(/<div dir="ltr" lang="en"[^>]*>\s*<p>Dear /);
  });

  it(
    'sends one message for a double click (30 requests at once), and a new one after a minute',
    async () => {
      const replies = await Promise.all(Array.from({ length: 30 }, () => call(ANALYST, 'visitation')));
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(200));
      const rows = await outboxOf(h, '4000000101', 'dashboard:visitation');
      expect(rows).toHaveLength(1);
      const audits = await auditRows(h, ANALYST);
      expect(audits).toHaveLength(30);
      expect(audits.filter((audit) => !(audit.details as { repeat?: boolean }).repeat)).toHaveLength(1);

      await delivered(h, rows[0]!.id);
      expect(messageFor(smtp, rows[0]!.id)).toHaveLength(1);
      expect(await jobsOf(h, rows[0]!.id)).toBe(1);

      h.clock.advance(61_000);
      expect((await call(ANALYST, 'visitation')).statusCode).toBe(200);
      expect(await outboxOf(h, '4000000101', 'dashboard:visitation')).toHaveLength(2);
    },
    SLOW,
  );

  it('writes to the caller’s own merchant’s manager only', async () => {
    const reply = await call(PETRA, 'loanEligibility');
    expect(reply.statusCode).toBe(200);
    const [row, ...more] = await outboxOf(h, '4000000194');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ toAddress: SAMER, kind: 'dashboard:loanEligibility' });
    expect(row?.subject).toBe(
      'Petra Fuel Stations (4000000194): interested in the loan offer | الاهتمام بعرض القرض',
    );
    const message = await vi.waitFor(() => {
      const [found] = messageFor(smtp, row!.id);
      expect(found).toBeDefined();
      return found!;
    }, eventually);
    expect(message.recipients).toEqual([SAMER]);
    expect(message.text).toContain("'Interested'");
    expect(message.text).not.toContain('Zahran');
    expect(smtp.received.filter((m) => m.recipients.includes(SAMER))).toHaveLength(1);
  });

  it('refuses a user without dashboard:read (403), writing nothing but the refusal’s audit row', async () => {
    const reply = await call(TELLER, 'churn');
    expect(reply.statusCode).toBe(403);
    const teller = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.requestedBy} = (select id from users where username = ${TELLER})`);
    expect(teller[0]?.n).toBe(0);
    expect(await auditRows(h, TELLER)).toEqual([{ outcome: 'failure', details: { reason: 'forbidden' } }]);
  });

  it('refuses a bad emailSource, country or language with 400', async () => {
    for (const url of [
      email('newsletter'),
      `${ENDPOINTS.sendEmail.path}?country=JO&lang=en`,
      `${ENDPOINTS.sendEmail.path}?country=UAE&lang=en&emailSource=churn`,
      `${ENDPOINTS.sendEmail.path}?country=JO&lang=ar&emailSource=churn`,
    ]) {
      const reply = await h.app.inject({ method: 'GET', url, headers: sessions[ADMIN] });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().code, url).toBe('400');
    }
    expect(await outboxOf(h, '4000000101', 'dashboard:newsletter')).toHaveLength(0);
  });

  it(
    'retries a delivery the server refuses, with backoff, until it goes through',
    async () => {
      smtp.refuseNext = 2;
      expect((await call(ANALYST, 'loanEligibility')).statusCode).toBe(200);
      const [row] = await outboxOf(h, '4000000101', 'dashboard:loanEligibility');
      const done = await delivered(h, row!.id);
      expect(smtp.refused).toBe(2);
      expect(done).toMatchObject({ attempts: 3, lastError: null });
      expect(messageFor(smtp, row!.id)).toHaveLength(1);
    },
    SLOW,
  );

  it('delivers a message once however often its job runs, even side by side', async () => {
    const service = new MailService(h.database.db, {
      jobs: {} as JobQueue,
      mailer: createMailer(h.config),
      perMerchantPerHour: h.config.MAIL_ACTIONS_PER_MERCHANT_PER_HOUR,
      metrics: new Metrics(),
    });
    try {
      const [churn] = await outboxOf(h, '4000000101', 'dashboard:churn');
      await expect(service.deliver(churn!.id)).resolves.toBe('already-delivered');
      expect(messageFor(smtp, churn!.id)).toHaveLength(1);

      // A message without a job, delivered by two runs at once: one sends, the other finds it taken or sent.
      const [fresh] = await h.database.db
        .insert(mailOutbox)
        .values({
          kind: 'test:twice',
          merchantCode: '4000000101',
          toAddress: REEM,
          subject: 'Twice',
          bodyText: 'Sent once.',
        })
        .returning();
      const outcomes = await Promise.allSettled([service.deliver(fresh!.id), service.deliver(fresh!.id)]);
      const sent = outcomes.filter(
        (outcome) => outcome.status === 'fulfilled' && outcome.value === 'delivered',
      );
      expect(sent).toHaveLength(1);
      expect(messageFor(smtp, fresh!.id)).toHaveLength(1);
      const [row] = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, fresh!.id));
      expect(row?.deliveredAt).toBeInstanceOf(Date);
    } finally {
      service.close();
    }
  });

  it('answers 409 with the mail failure text when the merchant has no account manager', async () => {
    await h.database.db
      .update(merchants)
      .set({ accountManagerEmail: null })
      .where(eq(merchants.merchantCode, '4000000194'));
    try {
      const reply = await call(PETRA, 'churn');
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ code: '409', message: MESSAGES.emailFailed });
      expect(await outboxOf(h, '4000000194', 'dashboard:churn')).toHaveLength(0);
      const audits = await auditRows(h, PETRA);
      expect(audits.at(-1)).toEqual({
        outcome: 'failure',
        details: { emailSource: 'churn', reason: MESSAGES.emailFailed },
      });
    } finally {
      await h.database.db
        .update(merchants)
        .set({ accountManagerEmail: SAMER })
        .where(eq(merchants.merchantCode, '4000000194'));
    }
  });
});

describe('without SMTP_URL', () => {
  let h: Harness;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mp-mail-'));
    h = await createHarness({ DATA_DIR: dataDir, JOB_POLLING_INTERVAL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await h?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'writes the message as an .eml file under DATA_DIR/mail',
    async () => {
      const headers = await h.headers(await h.signIn(ADMIN));
      const reply = await h.app.inject({ method: 'GET', url: email('visitation'), headers });
      expect(reply.statusCode).toBe(200);
      const [row] = await outboxOf(h, '4000000101', 'dashboard:visitation');
      await delivered(h, row!.id);

      const files = await readdir(path.join(dataDir, 'mail'));
      const file = files.find((name) => name.endsWith(`_${row!.id}.eml`));
      expect(file).toBeDefined();
      const message = await decode(await readFile(path.join(dataDir, 'mail', file!)));
      expect(message.headers).toContain(`To: Reem Batayneh <${REEM}>`);
      expect(message.subject).toBe(
        'Zahran Hypermarkets (4000000101): Apply Now on bank customer visitation frequency | ' +
          'طلب عرض البنك على تكرار زيارات عملاء البنك',
      );
      expect(message.headers).toContain(`Message-ID: <${row!.id}@merchant-portal>`);
      expect(message.text).toContain("'Apply Now'");
      expect(message.text).toContain(`Username: ${ADMIN}`);
      expect(message.html).toContain('<div dir="rtl" lang="ar"');
    },
    SLOW,
  );
});
