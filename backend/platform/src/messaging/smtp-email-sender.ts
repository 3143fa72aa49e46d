import { createTransport } from 'nodemailer';
import type { EmailSender } from './email-sender-port';

// Real SMTP for every environment: production's relay, or the embedded catcher in development and tests.
// Short timeouts so an unreachable server fails the attempt quickly and BullMQ retries it.
export function createSmtpEmailSender(options: { url: string; from: string }): EmailSender {
  const transport = createTransport(
    { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: options.from },
  );
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
                encoding: 'utf-8',
              })),
            }
          : {}),
        ...(message.messageId === undefined ? {} : { messageId: `<${message.messageId}>` }),
        headers: { 'X-Chairside-Category': message.category },
      });
    },
    close() {
      transport.close();
    },
  };
}
