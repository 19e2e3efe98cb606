import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { loadSonner, toast } from './toast';

describe('toast before sonner loads', () => {
  it('shows a toast asked for before the sonner chunk arrived, once it has', async () => {
    toast.success('ฝากเงินสำเร็จ');
    await loadSonner();
    render(<Toaster />);
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeInTheDocument();
  });
});
