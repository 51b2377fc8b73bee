// POST /api/business — store a business quote request (channel 'business') and answer its WhatsApp hand-off link
// (lib/requests/message.ts on the shared pipeline, lib/requests/pipeline.ts).
import { businessRequest } from '@/lib/requests/message';
import { handle } from '@/lib/requests/pipeline';

export const POST = handle(businessRequest);
