// The site's own client directives, for the type checker (src/build/intentDirective.ts adds them to Astro).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}

export {};
