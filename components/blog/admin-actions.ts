// The Server Actions the blog admin needs, passed down as props by app/admin/(protected)/blog/page.tsx.
import type { ActionResult } from '@/lib/auth/action';
import type { PostFormInput } from '@/lib/blog/schema';
import type { BlogPost } from '@/lib/domain/records';

export interface BlogAdminActions {
  save: (input: {
    id: string | null;
    /** A new post's id, drawn by its editor (a save sent again finds the post it made). */
    newId?: string;
    post: PostFormInput;
    /** The post as the editor read it: saved since in another window → refused (« a changé entre-temps »). */
    expectedUpdatedAt?: string;
  }) => Promise<ActionResult<BlogPost>>;
  remove: (input: { id: string }) => Promise<ActionResult<{ id: string }>>;
  preview: (input: { content: string }) => Promise<ActionResult<string>>;
}
