import { business, businessUpdateInput } from '@contract/business';
import { legalDetails, legalDetailsInput } from '@contract/legal-details';
import { z } from 'zod';
import { memberOf, userOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { MAX_PHOTO_BYTES } from '../../lib/images';
import { tagRoutes } from '../../lib/route-tags';
import { fileField, registerForms } from '../../lib/upload-forms';
import { staffScope } from '../audit';
import { getBusiness, updateBusiness } from './business.service';
import { setBusinessLogo } from './business-logo.service';
import { getLegalDetails, putLegalDetails } from './legal-details.service';

const logoForm = z.object({
  logo: fileField('Attach the logo as a file'),
});

export const businessRoutes: RoutesPlugin = (app, { db, storage, config }) => {
  tagRoutes(app, ['business']);
  registerForms(app, config.dataDir, { fields: 5, fieldSize: 1000, files: 1, fileSize: MAX_PHOTO_BYTES });

  app.get('/api/business/', {
    config: { access: 'user' },
    schema: { summary: "The caller's business; 404 when they have none yet", response: { 200: business } },
    handler: (request) => getBusiness(db, { businessId: userOf(request).businessId }),
  });

  app.put('/api/business/', {
    config: { access: 'owner' },
    schema: {
      summary: "Change the business's details (owner)",
      body: businessUpdateInput,
      response: { 200: business },
    },
    handler: (request) => updateBusiness(db, { ...staffScope(request), input: request.body }),
  });

  app.post('/api/business/logo', {
    config: { access: 'owner' },
    schema: {
      summary: 'Upload the shop’s logo, shown on its storefront (form data `logo`; owner)',
      body: logoForm,
      response: { 200: business },
    },
    handler: (request) => setBusinessLogo(db, storage, { ...staffScope(request), file: request.body.logo }),
  });

  app.delete('/api/business/logo', {
    config: { access: 'owner' },
    schema: { summary: 'Remove the shop’s logo (owner)', response: { 200: business } },
    handler: (request) => setBusinessLogo(db, storage, { ...staffScope(request), file: null }),
  });

  // Everyone of the shop reads them (receipts print the address and tax number); the owner changes them.
  app.get('/api/business-settings/legal', {
    config: { access: 'member' },
    schema: {
      tags: ['settings'],
      summary: 'The shop’s legal details, as invoices and receipts print them',
      response: { 200: legalDetails },
    },
    handler: (request) => getLegalDetails(db, { businessId: memberOf(request).businessId }),
  });

  app.put('/api/business-settings/legal', {
    config: { access: 'owner' },
    schema: {
      tags: ['settings'],
      summary: 'Change the shop’s legal details: name, address, VAT ID or tax number (owner)',
      body: legalDetailsInput,
      response: { 200: legalDetails },
    },
    handler: (request) => putLegalDetails(db, { ...staffScope(request), input: request.body }),
  });
};
