export const PageHeading = ({ children }: { children: string }) => (
  <h1 className="mb-4 text-2xl font-bold text-gold-200">{children}</h1>
);
