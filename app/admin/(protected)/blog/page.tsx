import type { Metadata } from 'next';
import { connection } from 'next/server';
import { BlogAdmin } from '@/components/blog/blog-admin';
import { requireAdmin } from '@/lib/auth/guard';
import { getStore } from '@/lib/db';
import { deletePostAction, previewPostAction, savePostAction } from './actions';
import type { BlogPost } from '@/lib/db/types';

export const metadata: Metadata = { title: 'Blog' };

async function loadAllPosts(): Promise<BlogPost[] | null> {
  try {
    return await (await getStore()).listAllPosts();
  } catch (error) {
    console.error('[admin/blog] chargement des articles impossible', error);
    return null;
  }
}

export default async function AdminBlogPage() {
  // Request time only: the database is never opened at build, and the session is read per request.
  await connection();
  // The layout checks the session too; a page never relies on its parent for that.
  await requireAdmin();
  const posts = await loadAllPosts();
  return (
    <BlogAdmin
      initialPosts={posts}
      actions={{ save: savePostAction, remove: deletePostAction, preview: previewPostAction }}
    />
  );
}
