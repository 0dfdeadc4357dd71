import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { VOICE_LIMITS, VOICE_TEXT } from '../../../shared/voice.js';

/** Busboy's limits for the audio route; a field longer than this is refused, not cut. */
export const AUDIO_UPLOAD_LIMITS = {
  fileSize: VOICE_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 200,
  parts: 12,
} as const;

export interface AudioUpload {
  /** The `audio` file's bytes, or null when no file was sent. */
  audio: Buffer | null;
  /** The text fields as sent (checked by the shared schema afterwards). */
  fields: Record<string, string>;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', VOICE_TEXT.tooLarge);

/**
 * Reads POST /api/chat/audio's multipart body whole: one file part named `audio` and text
 * fields. A second file, a file under another name, a repeated or cut field is a 400; a file
 * over 10 MB a 413 with the spec's text (busboy stops reading it at the limit).
 */
export async function readAudioUpload(request: FastifyRequest): Promise<AudioUpload> {
  if (!request.isMultipart()) throw badRequest('Send the recording as multipart/form-data with an audio file');
  let audio: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') throw badRequest(`Unexpected file field: ${part.fieldname}`);
        audio = await part.toBuffer();
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
      if (part.fieldname in fields) throw badRequest(`${part.fieldname} was sent twice`);
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one audio file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many fields');
    if (error instanceof HttpError) throw error;
    // Anything else is busboy finding the body malformed ('Boundary not found', 'Part terminated early', ...).
    throw badRequest(VOICE_TEXT.malformedUpload);
  }
  return { audio, fields };
}
