import { error, operation, type Operation } from '../../operation.js';
import { referenceAsset, referencePage, referenceScript, REFERENCE_ASSETS } from '../../reference-page.js';

/** The rendered reference page and its files. */
export function referenceOperations(): Operation[] {
  return [
    operation({
      id: 'getReferencePage',
      method: 'get',
      path: '/docs',
      summary: 'This reference, rendered',
      tag: 'Meta',
      auth: 'none',
      contentType: 'text/html',
      responses: { 200: ['An HTML page'] },
      handle: () => referencePage(),
    }),
    operation({
      id: 'getReferenceScript',
      method: 'get',
      path: '/docs/reference.js',
      summary: "The reference page's start-up script",
      tag: 'Meta',
      auth: 'none',
      contentType: 'application/javascript',
      responses: { 200: ['JavaScript'] },
      handle: () => referenceScript(),
    }),
    operation({
      id: 'getReferenceAsset',
      method: 'get',
      path: '/docs/{asset}',
      summary: "The reference page's renderer files (Swagger UI, served from its npm package)",
      tag: 'Meta',
      auth: 'none',
      params: {
        type: 'object',
        properties: { asset: { type: 'string', description: `One of: ${REFERENCE_ASSETS.join(', ')}` } },
        required: ['asset'],
        additionalProperties: false,
      },
      responses: { 200: ['The file'], 404: error('Not one of these files') },
      handle: (_ctx, { params }) => referenceAsset(params.asset),
    }),
  ];
}
