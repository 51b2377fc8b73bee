// POST /api/business — store a business quote request (channel 'business') and answer its WhatsApp hand-off link
// (lib/requests/message.ts on the shared pipeline, lib/requests/pipeline.ts); the no-JavaScript form post is sent on
// to WhatsApp (lib/requests/form-post.ts).
import { handleWithFormPost } from '@/lib/requests/form-post';
import { businessForm, businessRequest } from '@/lib/requests/message';

export const POST = handleWithFormPost(businessRequest, businessForm);
