/**
 * The parts of the `smpp` package (0.5.x, which ships no types) that the SMS transport and its test
 * server use. Field names are the SMPP 3.4 ones, as the package spells them.
 */
declare module 'smpp' {
  import type { Server as NetServer, Socket } from 'node:net';

  /** `short_message` as a PDU is built: text is encoded by `data_coding`; `udh` is the whole header, its length byte first. */
  export type ShortMessageInput = string | Buffer | { udh?: Buffer; message: string | Buffer };

  /**
   * `short_message` as a received PDU holds it, decoded by its `data_coding` (0 as GSM 03.38, 8 as
   * UTF-16BE); with the UDH indicator in `esm_class`, `udh` lists the header's elements (id, length, data).
   */
  export interface DecodedShortMessage { udh?: Buffer[]; message: string | Buffer }

  /** The fields a PDU is built from (unset ones take the package's defaults). */
  export interface PduFields {
    command_status?: number;
    sequence_number?: number;
    system_id?: string;
    password?: string;
    system_type?: string;
    interface_version?: number;
    addr_ton?: number;
    addr_npi?: number;
    address_range?: string;
    service_type?: string;
    source_addr_ton?: number;
    source_addr_npi?: number;
    source_addr?: string;
    dest_addr_ton?: number;
    dest_addr_npi?: number;
    destination_addr?: string;
    esm_class?: number;
    registered_delivery?: number;
    data_coding?: number;
    short_message?: ShortMessageInput;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
  }

  /** One decoded PDU: the header, and the body's fields its command has. */
  export class PDU {
    constructor(command: string, options?: PduFields);
    /** Decodes a whole PDU, header included. */
    constructor(buffer: Buffer);
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    system_id?: string;
    password?: string;
    source_addr_ton?: number;
    source_addr_npi?: number;
    source_addr?: string;
    dest_addr_ton?: number;
    dest_addr_npi?: number;
    destination_addr?: string;
    esm_class?: number;
    registered_delivery?: number;
    data_coding?: number;
    short_message?: DecodedShortMessage | Buffer | string;
    message_payload?: DecodedShortMessage | Buffer | string;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
    isResponse(): boolean;
    /** The PDU as it goes on the wire (encoding short_message by data_coding). */
    toBuffer(): Buffer;
    /** The matching `…_resp` (or generic_nack) with this PDU's sequence number. */
    response(options?: PduFields): PDU;
  }

  /** Called with the response PDU (for a request) or with the sent PDU (once written). */
  export type PduCallback = (pdu: PDU) => void;
  /** The package's shortcut per command: builds the PDU, sends it; false when the socket is not writable. */
  export type CommandShortcut = (options?: PduFields, onResponse?: PduCallback, onSent?: PduCallback) => boolean;

  /** One SMPP connection, client or server side: emits 'pdu' and each command's name per PDU received. */
  export class Session {
    socket: Socket;
    bind_transceiver: CommandShortcut;
    submit_sm: CommandShortcut;
    deliver_sm: CommandShortcut;
    deliver_sm_resp: CommandShortcut;
    enquire_link: CommandShortcut;
    enquire_link_resp: CommandShortcut;
    unbind: CommandShortcut;
    send(pdu: PDU, onResponse?: PduCallback, onSent?: PduCallback): boolean;
    /** Ends the socket (FIN); `callback` on its 'close'. */
    close(callback?: () => void): void;
    /** Destroys the socket at once; `callback` on its 'close'. */
    destroy(callback?: () => void): void;
    on(event: 'connect' | 'secureConnect' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (pdu: PDU) => void): this;
  }

  /** A net.Server whose connections are Sessions, listed while open. */
  export interface Server extends NetServer {
    sessions: Session[];
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    /** TLS (tls.connect) instead of TCP; the package then emits 'secureConnect' after the handshake. */
    tls?: boolean;
    servername?: string;
  }

  export function connect(options: ConnectOptions, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  /** command_status values by name (ESME_ROK, ESME_RBINDFAIL, …). */
  export const errors: Readonly<Record<string, number>>;
}
