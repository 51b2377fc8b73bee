// POST /api/contact — store a contact message (channel 'contact') and answer its WhatsApp hand-off link
// (lib/requests/message.ts on the shared pipeline, lib/requests/pipeline.ts); the no-JavaScript form post is sent on
// to WhatsApp (lib/requests/form-post.ts).
import { handleWithFormPost } from '@/lib/requests/form-post';
import { contactForm, contactRequest } from '@/lib/requests/message';

export const POST = handleWithFormPost(contactRequest, contactForm);
