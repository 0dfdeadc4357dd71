import { z } from 'zod';

// Response declarations for answers that are not a JSON body. Each route declares what it sends
// (the route-table test checks it), so the API reference lists these too; Fastify sends files,
// pages and streams as they are, without a serializer.

/** 204: nothing in the body. */
export const noContent = z.undefined().describe('No content');

/** A redirect (302 or 303) to the place the description names. */
export const redirectTo = (where: string) => z.undefined().describe(`Redirects to ${where}`);

/** A text body of another media type: a download, an HTML page or a server-sent event stream. */
export const mediaAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().describe(description) } },
});

/** Bytes: a PDF or audio. */
export const binaryAnswer = (contentType: string, description: string) => ({
  description,
  content: {
    [contentType]: { schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary', description }) },
  },
});
