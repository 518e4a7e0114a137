import { activationLink, verificationMail } from "./verification";

describe("the verification mail", () => {
  const mail = verificationMail({
    siteUrl: "https://reumanl.nl/",
    siteName: "ReumaNL",
    email: "anna+test@example.nl",
    token: "abc_DEF-123",
    username: "Anna<b>",
  });

  it("links to /account/activate with the e-mail address and token encoded", () => {
    expect(activationLink("https://reumanl.nl/", "anna+test@example.nl", "abc_DEF-123")).toBe(
      "https://reumanl.nl/account/activate?email=anna%2Btest%40example.nl&token=abc_DEF-123",
    );
    expect(mail.text).toContain("https://reumanl.nl/account/activate?email=anna%2Btest%40example.nl&token=abc_DEF-123");
    expect(mail.html).toContain(
      'href="https://reumanl.nl/account/activate?email=anna%2Btest%40example.nl&amp;token=abc_DEF-123"',
    );
  });

  it("leads the account of the volunteer sign-up on to the sign-up steps after activating", () => {
    const volunteerMail = verificationMail({
      siteUrl: "https://reumanl.nl",
      siteName: "ReumaNL",
      email: "vera@example.nl",
      token: "t0k",
      volunteer: true,
    });
    expect(volunteerMail.text).toContain(
      "https://reumanl.nl/account/activate?email=vera%40example.nl&token=t0k&next=volunteer",
    );
  });

  it("is Dutch, addressed to the new member, with the site name", () => {
    expect(mail.to).toBe("anna+test@example.nl");
    expect(mail.subject).toBe("Bevestig je e-mailadres voor ReumaNL");
    expect(mail.text).toContain("Hallo Anna<b>,");
    expect(mail.text).toContain("De link is 24 uur geldig.");
    expect(mail.html).toContain('<html lang="nl">');
  });

  it("escapes what the member typed in the HTML part", () => {
    expect(mail.html).toContain("Hallo Anna&lt;b&gt;,");
    expect(mail.html).not.toContain("<b>");
  });
});
