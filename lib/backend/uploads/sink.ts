/** Where writeUploadFile puts a checked body: in blocks of blockBytes, then the rest. */
export interface UploadSink {
  /** What the upload's row will name. */
  readonly path: string;
  readonly blockBytes: number;
  /** A full block; more bytes may follow. */
  block(data: Buffer): Promise<void>;
  /** The last bytes (fewer than a block, maybe none): the upload is whole once this resolves. */
  end(rest: Buffer): Promise<void>;
  /** Removes whatever was stored; never throws. */
  discard(): Promise<void>;
}
