import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('adds the extension of the checked type unless the name has it', () => {
    expect(attachmentDisposition('Visa', 'application/pdf')).toBe(
      "attachment; filename*=UTF-8''Visa.pdf",
    );
    expect(attachmentDisposition('IMG_1.JPEG', 'image/jpeg')).toBe(
      "attachment; filename*=UTF-8''IMG_1.JPEG",
    );
    expect(attachmentDisposition('Your booking', 'message/rfc822')).toBe(
      "attachment; filename*=UTF-8''Your%20booking.eml",
    );
    expect(attachmentDisposition('hotel.htm', 'text/html')).toBe(
      "attachment; filename*=UTF-8''hotel.htm",
    );
    // A name that claims another type still gets the real one.
    expect(attachmentDisposition('invoice.html', 'image/png')).toBe(
      "attachment; filename*=UTF-8''invoice.html.png",
    );
  });

  it('percent-encodes everything that could add a parameter, a header or a path', () => {
    expect(attachmentDisposition('a"; filename=evil.html\r\nX: y/../z', 'application/pdf')).toBe(
      "attachment; filename*=UTF-8''a%22%3B%20filename%3Devil.html%0D%0AX%3A%20y%2F..%2Fz.pdf",
    );
    expect(attachmentDisposition("Zoë's (hôtel)*", 'image/webp')).toBe(
      "attachment; filename*=UTF-8''Zo%C3%AB%27s%20%28h%C3%B4tel%29%2A.webp",
    );
  });
});
