import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
        <Compass className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist.</p>
      <Link href="/" className={buttonVariants({ variant: 'default' })}>
        Go home
      </Link>
    </main>
  );
}
