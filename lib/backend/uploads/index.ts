/**
 * The uploads domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { assertDocumentsFree, bindDocuments, type ContractDocument, lockDocumentsFree } from './contract-documents';
export { fileNameOfHeader } from './file-name';
export { readUpload, writeUploadFile } from './files';
export { claimUploads, purgeUploads, saveUpload, uploadById, type UploadRow } from './store';
export { isPicture, servedFile } from './variants';
