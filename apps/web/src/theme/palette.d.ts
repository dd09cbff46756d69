import '@mui/material/styles';

/** Header colours come from the brand and have no slot in MUI's default palette. */
declare module '@mui/material/styles' {
  interface Palette {
    header: { background: string; text: string };
  }
  interface PaletteOptions {
    header?: { background: string; text: string };
  }
}
