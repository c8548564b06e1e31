/** A shop's legal details as Settings saves them: what its invoices and its imprint name. */
export const BERLIN_LEGAL = {
  legal_name: 'Blumen Lindner GmbH',
  street: 'Torstraße 12',
  zipcode: '10119',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
  tax_number: '30/123/45678',
  register_entry: 'Amtsgericht Berlin-Charlottenburg HRB 12345',
  responsible_person: 'Anna Lindner',
};
