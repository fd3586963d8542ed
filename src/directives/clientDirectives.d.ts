// The site's own client directives, for the type checker (src/build/integrations/intentDirective.ts adds them to Astro).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean;
  }
}

export {};
