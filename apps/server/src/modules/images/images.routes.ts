import multipart from '@fastify/multipart';
import { detailSchema, fieldErrorsSchema, imageSchema, LIMITS } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../../http/errors';
import { binarySchema } from '../../http/openapi';
import { idParams } from '../../http/options-metadata';
import { objectUrl } from '../../http/origin';
import { sniffImageType } from '../../storage/image-store';
import { idempotencyHeaders, idempotentWrite } from '../idempotency/idempotent-write';
import { ImagesService } from './images.service';

const tags = ['images'];
const params = idParams;
const INVALID = 'Upload a valid JPEG or PNG image.';

const present = (
  request: FastifyRequest,
  image: { id: string; content_type: string; size_bytes: number },
) => ({
  url: objectUrl(request, 'images', image.id),
  resource_id: image.id,
  image_download: `${objectUrl(request, 'images', image.id)}download/`,
  content_type: image.content_type,
  size: image.size_bytes,
});

/** The one upload: multipart field `image`, at most 2 MB, JPEG or PNG as judged by the bytes. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest({ image: ['Send the image as multipart/form-data in the field "image".'] });
  let buffer: Buffer;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image')
      throw badRequest({ image: ['No image was submitted in the field "image".'] });
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the multipart parser meets (no boundary, a cut-off body …) is the client's upload.
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ image: ['The image is larger than 2 MB.'] });
    throw badRequest({ image: [INVALID] });
  }
  const contentType = buffer.length > 0 ? sniffImageType(buffer) : null;
  if (!contentType) throw badRequest({ image: [INVALID] });
  return { buffer, contentType };
}

export async function imagesRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ImagesService(app.ctx);

  r.post('/api/v2/images/', {
    schema: {
      tags,
      summary:
        'Upload a photo (multipart field "image", JPEG or PNG, at most 2 MB); Idempotency-Key: a retry answers the first upload’s image',
      consumes: ['multipart/form-data'],
      headers: idempotencyHeaders,
      response: { 201: imageSchema, 400: fieldErrorsSchema, 401: detailSchema, 422: detailSchema },
    },
    handler: async (request, reply) => {
      const { buffer, contentType } = await readUpload(request);
      const { actor } = request.auth;
      const row = await idempotentWrite(
        app.ctx,
        request,
        reply,
        buffer,
        (claim) => service.upload(actor, buffer, contentType, claim),
        (id) => service.get(actor, id),
      );
      return reply.status(201).send(present(request, row));
    },
  });

  r.get('/api/v2/images/:id/', {
    schema: { tags, params, response: { 200: imageSchema, 401: detailSchema, 404: detailSchema } },
    handler: async (request) => present(request, await service.get(request.auth.actor, request.params.id)),
  });

  // Binary answer: registered without the zod response serializer.
  app.get<{ Params: { id: string } }>('/api/v2/images/:id/download/', {
    schema: {
      tags,
      summary: 'The picture itself, only for users who may see it',
      params,
      response: {
        200: {
          description: 'The picture, as uploaded.',
          content: { 'image/jpeg': { schema: binarySchema }, 'image/png': { schema: binarySchema } },
        },
        401: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const image = await service.download(request.auth.actor, request.params.id);
      const extension = image.content_type === 'image/png' ? 'png' : 'jpg';
      return reply
        .type(image.content_type)
        .header('Content-Disposition', `inline; filename="${request.params.id}.${extension}"`)
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=86400')
        .send(image.body);
    },
  });
}
