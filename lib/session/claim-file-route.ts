import 'server-only';
import { privateFile } from '@/lib/session/private-file';

/**
 * A claim's photo or document (`/{lang}/claims/{id}/files/{file}` for the customer, `/{lang}/claims-desk/{id}/files/{file}`
 * for customer care), or its copy by `?size=`: the backend lets the customer read their own claim's and customer care any claim's.
 */
export async function claimFile(request: Request, { params }: { params: Promise<{ lang: string; id: string; file: string }> }) {
  const { lang, id, file } = await params;
  return privateFile(request, lang, id, file, (api, claim, upload, size) => api.getClaimFile({ params: { id: claim, second: upload }, query: { size } }));
}
