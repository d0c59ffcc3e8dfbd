import { Globe, MapPin, ShieldCheck } from 'lucide-react';
import type { DestinationPhoto } from '@shared/api/photos';
import { CATEGORY_FILTER_LABELS } from '@shared/constants';
import { DestinationImage } from '../../components/destination-image';
import { isDatabaseItem, type ExplorerItem } from './explorer-items';
import './destination-card.css';

/** One explorer card; the whole card is a button that opens the detail dialog. */
export function DestinationCard({
  item,
  onOpen,
  firstRow = false,
  photo,
}: {
  item: ExplorerItem;
  onOpen: () => void;
  /** In the grid's first row, so on the first screen. */
  firstRow?: boolean;
  /** The server's photo of this destination, if it has one. */
  photo?: DestinationPhoto | undefined;
}) {
  const own = isDatabaseItem(item);
  return (
    // Plain elements with the classes of destination-card.css: forty cards of Chakra elements
    // were most of the work of opening '/' (decision 008).
    <button
      type="button"
      className="wf-dest-card"
      onClick={onOpen}
      aria-label={`${item.name}, ${item.country}`}
    >
      <DestinationImage src={item.imageUrl} photo={photo} priority={firstRow} creditOverlay />
      <div className="wf-dest-body">
        <div className="wf-dest-head">
          <div className="wf-dest-title">
            <p className="wf-dest-name">{item.name}</p>
            <div className="wf-dest-place">
              <MapPin size={14} aria-hidden="true" />
              <p>{item.country}</p>
            </div>
          </div>
          {own ? (
            <span className="wf-dest-badge">{CATEGORY_FILTER_LABELS[item.category]}</span>
          ) : (
            <span className="wf-dest-badge" data-palette="purple">
              <Globe size={12} aria-hidden="true" />
              Global
            </span>
          )}
        </div>
        {own && (
          <>
            <p className="wf-dest-description">{item.description}</p>
            <div className="wf-dest-visa">
              <ShieldCheck size={14} aria-hidden="true" />
              <p>Visa info</p>
            </div>
          </>
        )}
      </div>
    </button>
  );
}
