import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MediaImage } from '@/components/ui/media-image';
import { adoptInlinedMedia, firstScreenShippedFiles, inlineShippedMedia, svgDataUri } from '../inlined-media';
import { resolveMedia, staticMedia } from '../media';

const TITLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 3">\n  <path d="M0 0h8v3H0z" fill="#f5a524"/>\n</svg>';
const title = staticMedia('titleImage');

afterEach(() => inlineShippedMedia({}));

describe("the first screen's shipped images", () => {
  it('are the banner, the title and the logos, and nothing further down the page', () => {
    expect(firstScreenShippedFiles().map(({ url }) => url)).toEqual([
      '/static/title.svg',
      '/static/desktop-background.svg',
      '/static/mobile-background.svg',
      '/static/partner-logo.svg',
      '/static/media-logo.svg',
    ]);
  });

  it('become a data: URI that an HTML attribute and a srcset take whole, and that reads back as the file', () => {
    const uri = svgDataUri(TITLE_SVG);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/[\s"'<>#&]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(TITLE_SVG.replace(/\s+/g, ' '));
  });

  it('are inline in the prerendered page, and hydrate without a request or a mismatch', async () => {
    inlineShippedMedia({ [title.url]: TITLE_SVG });
    // What the prerender writes: the same component rendered with the file inlined.
    const prerendered = render(<MediaImage media={title} alt="שמש עולה" priority="high" />).container.innerHTML;
    const container = document.createElement('div');
    container.innerHTML = prerendered;
    expect(container.querySelector('img')?.getAttribute('src')).toBe(svgDataUri(TITLE_SVG));

    // The browser starts with nothing inlined and learns it from the page itself.
    inlineShippedMedia({});
    adoptInlinedMedia(container);
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <MediaImage media={title} alt="שמש עולה" priority="high" />);
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(svgDataUri(TITLE_SVG));
  });

  it("give way to an editor's upload", () => {
    inlineShippedMedia({ [title.url]: TITLE_SVG });
    const uploaded = resolveMedia('titleImage', { url: '/uploads/title_1.png', width: 800, height: 300 });
    render(<MediaImage media={uploaded} alt="שמש עולה" />);
    const image = screen.getByRole('img', { name: 'שמש עולה' });
    expect(image).toHaveAttribute('src', '/uploads/title_1.png');
    expect(image).not.toHaveAttribute('data-shipped');
  });
});
