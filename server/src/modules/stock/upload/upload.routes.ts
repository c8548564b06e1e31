import { uploadPreview } from '@contract/stock';
import { z } from 'zod';
import { memberOf } from '../../../lib/auth-guards';
import type { RoutesPlugin } from '../../../lib/context';
import { consume } from '../../../lib/rate-limit';
import { fileField, registerForms } from '../../../lib/upload-forms';
import { MAX_UPLOAD_BYTES, PARSES_PER_HOUR } from './limits';
import { previewUpload } from './preview.service';

const uploadForm = z.object({
  file: fileField('Attach the wholesaler’s file (CSV or XLSX)'),
});

/** Its own scope: the only stock call that takes a file. */
export const stockUploadRoutes: RoutesPlugin = (app, { db, config }) => {
  registerForms(app, config.dataDir, { fields: 5, fieldSize: 200, files: 1, fileSize: MAX_UPLOAD_BYTES });

  app.post('/api/stock/file_upload/parse', {
    config: { access: 'member', errors: [429] },
    // Counted per shop before the file is read.
    onRequest: (request) =>
      consume(db, {
        key: `stock-parse:${memberOf(request).businessId}`,
        max: PARSES_PER_HOUR,
        windowSeconds: 60 * 60,
      }),
    schema: {
      tags: ['stock'],
      summary: 'Read a wholesaler’s CSV or XLSX file into a preview of purchases (nothing is applied)',
      body: uploadForm,
      response: { 200: uploadPreview },
    },
    handler: (request) =>
      previewUpload(db, { businessId: memberOf(request).businessId, file: request.body.file }),
  });
};
