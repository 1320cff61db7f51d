// The admin list with no posts: a way to write the first one, or to add the sample posts.
import { Link } from '@tanstack/react-router';
import { FileText, Plus, Sparkles } from 'lucide-react';

export function BlogsEmpty({ addingSample, onAddSample }: { addingSample: boolean; onAddSample: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <FileText aria-hidden className="size-12 text-slate-300" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No posts found</h2>
      <p className="mt-2 text-slate-600">Create your first blog post or vlog to get started.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/admin/blogs/new" className="btn-primary">
          <Plus aria-hidden className="size-4" /> Create Your First Post
        </Link>
        <button type="button" className="btn-outline" onClick={onAddSample} disabled={addingSample}>
          <Sparkles aria-hidden className="size-4" /> {addingSample ? 'Adding...' : 'Add Sample Data'}
        </button>
      </div>
    </div>
  );
}
