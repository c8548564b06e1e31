import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language the API accepts (languages.ts), apart so the storefront's bundle can import that without zod. */
export const languageSchema = z.enum(LANGUAGES, { error: 'Choose English or German' });
