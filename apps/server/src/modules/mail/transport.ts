// How a message leaves: over SMTP when SMTP_URL is set, otherwise as an RFC 822 file under DATA_DIR/mail
// that anyone can open in a mail program to see what was "sent".
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface OutgoingMail {
  /** The outbox id: the Message-ID and the file name are made of it, so a repeat is recognisable. */
  id: string;
  to: { name: string; address: string };
  replyTo: string | null;
  subject: string;
  text: string;
  /** The same as HTML, sent beside the text (multipart/alternative) when there is one. */
  html: string | null;
  createdAt: Date;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP waits at most this long for each step: a hung server fails the attempt, which is retried. */
const SMTP_TIMEOUT_MS = 20_000;

function messageOf(config: Config, mail: OutgoingMail) {
  return {
    from: config.MAIL_FROM,
    to: mail.to,
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html && { html: mail.html }),
    date: mail.createdAt,
    messageId: `<${mail.id}@merchant-portal>`,
  };
}

/** `2026-03-01T09-30-00_<id>.eml`: sorts by time; the same message always has the same name. */
export function emlFileName(mail: Pick<OutgoingMail, 'id' | 'createdAt'>): string {
  const stamp = mail.createdAt.toISOString().slice(0, 19).replaceAll(':', '-');
  return `${stamp}_${mail.id}.eml`;
}

export function mailDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR, 'mail');
}

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      send: async (mail) => void (await transport.sendMail(messageOf(config, mail))),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const directory = mailDirectory(config);
  return {
    send: async (mail) => {
      const info = await transport.sendMail(messageOf(config, mail));
      const file = path.join(directory, emlFileName(mail));
      // A message names the merchant, the user and their e-mail: the server's account alone reads it.
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Written whole, then renamed: a reader never sees half a message, and a repeat replaces it.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
    },
    close: () => transport.close(),
  };
}
