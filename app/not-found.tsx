import Link from 'next/link';
import './globals.css';

/** Reached only for paths middleware does not prefix with a language. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="lang-latin p-8">
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <p className="mt-4"><Link className="text-brand-600 underline" href="/en">Back to the home page</Link></p>
      </body>
    </html>
  );
}
