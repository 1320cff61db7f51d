// The admin list with no posts: a way to write the first one, or to add the sample posts.
import { Link } from '@tanstack/react-router';
import { FileText, Plus, Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/admin/empty-state';

export function BlogsEmpty({ addingSample, onAddSample }: { addingSample: boolean; onAddSample: () => void }) {
  return (
    <EmptyState
      title="No posts found"
      hint="Create your first blog post or vlog to get started."
      icon={<FileText aria-hidden className="size-12 text-slate-300" />}
      actions={
        <>
          <Link to="/admin/blogs/new" className="btn-primary">
            <Plus aria-hidden className="size-4" /> Create Your First Post
          </Link>
          <button type="button" className="btn-outline" onClick={onAddSample} disabled={addingSample}>
            <Sparkles aria-hidden className="size-4" /> {addingSample ? 'Adding...' : 'Add Sample Data'}
          </button>
        </>
      }
    />
  );
}
