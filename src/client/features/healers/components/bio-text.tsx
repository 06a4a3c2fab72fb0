/** A bio as paragraphs split on blank lines, with single line breaks kept. */
export function BioText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond their place in the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
