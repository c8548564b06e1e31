export { type DiscountPreview, discountCheckQuery, useDiscountPreview } from './check-discount-code';
export {
  type EditorLine,
  type EditorProduct,
  editorProblems,
  editorRequest,
  type LineErrors,
  withoutLineProblems,
} from './editor-lines';
export { type DiscountRule, editorTotal } from './editor-pricing';
export { type EditorChoices, editorChoicesQuery, useEditorChoices } from './get-editor-choices';
export { LinesEditor, type LinesEditorProps } from './lines-editor';
