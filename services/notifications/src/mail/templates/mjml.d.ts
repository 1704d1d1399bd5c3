/** The part of MJML 5's API this service uses (the package ships no types). */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): Promise<MjmlResult>;
}
