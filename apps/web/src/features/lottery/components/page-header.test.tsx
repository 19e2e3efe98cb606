import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubApi } from '../../../testing/render-modal';
import { roundFixture } from '../testing-fixtures';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('names the round as members say it and shows the close time beside the countdown', async () => {
    stubApi({});
    // 23:59 Bangkok on 31 Dec 2099.
    renderWithApp(
      <PageHeader
        round={roundFixture({ roundName: 'หวยลาวพัฒนา 31/12/42', closeAt: '2099-12-31T16:59:00.000Z' })}
      />,
    );
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('หวยลาวพัฒนา 31/12/42');
    expect(header).toHaveTextContent(/ปิดรับใน \d+ วัน \d\d:\d\d:\d\d \(ปิด 31 ธ\.ค\. 23:59\)/);
    expect(header).not.toHaveTextContent('LAO20261123');
  });
});
