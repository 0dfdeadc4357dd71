import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist.</p>
      <Link href="/" className="font-semibold text-primary underline">
        Go home
      </Link>
    </main>
  );
}
