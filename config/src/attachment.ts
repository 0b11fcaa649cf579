// Which attachments a lead may carry. The site's picker and the CMS's byte check both use this.

export type AttachmentKind = 'pdf' | 'doc' | 'docx' | 'png' | 'jpeg';

export type AttachmentType = {
  kind: AttachmentKind;
  mime: string;
  extensions: readonly string[];
};

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
  { kind: 'doc', mime: 'application/msword', extensions: ['doc'] },
  {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { kind: 'png', mime: 'image/png', extensions: ['png'] },
  { kind: 'jpeg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
];

/** The value of the file input's accept attribute: extensions and MIME types. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((type) => [
  ...type.extensions.map((extension) => `.${extension}`),
  type.mime,
]).join(',');

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const attachmentTypeByExtension = (fileName: string): AttachmentType | undefined => {
  const extension = extensionOf(fileName);
  return ATTACHMENT_TYPES.find((type) => type.extensions.includes(extension));
};
