import CPNG
import Foundation
import PlotlineScene

/// Text chunks a PNG carries: what the picture is, for people who cannot see it and for image catalogues.
public struct PNGMetadata: Sendable, Hashable {
    /// Written as the `Title` keyword.
    public var title: String?
    /// Written as the `Description` keyword: the picture's alternative text.
    public var description: String?

    public init(title: String? = nil, description: String? = nil) {
        self.title = title
        self.description = description
    }
}

/// Writes pixels as PNG with libpng's simplified API (which reports failure by return value instead of
/// jumping out of the caller), then adds the text chunks after the header.
enum PNGEncoder {
    // PNG_FORMAT_RGB and PNG_FORMAT_RGBA, which Swift does not import (macros built from other macros).
    static let pngFormatRGB: Int32 = 2  // PNG_FORMAT_FLAG_COLOR
    static let pngFormatRGBA: Int32 = 3  // PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA
    static func encode(_ canvas: Canvas, metadata: PNGMetadata) throws(PNGError) -> Data {
        let opaque = canvas.isOpaque
        var pixels = canvas.straightPixels(dropAlpha: opaque)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = png_uint_32(opaque ? pngFormatRGB : pngFormatRGBA)
        let rowStride = Int32(truncatingIfNeeded: canvas.width * (opaque ? 3 : 4))

        var size: png_alloc_size_t = 0
        var encoded = Data()
        let ok: Bool = pixels.withUnsafeMutableBytes { raw in
            guard png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, rowStride, nil) != 0, size > 0 else {
                return false
            }
            var buffer = [UInt8](repeating: 0, count: Int(size))
            let written = buffer.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, raw.baseAddress, rowStride, nil)
            }
            guard written != 0 else { return false }
            encoded = Data(buffer.prefix(Int(size)))
            return true
        }
        guard ok else {
            let message = withUnsafeBytes(of: image.message) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            png_image_free(&image)
            throw PNGError.encoding(message.isEmpty ? "libpng failed" : message)
        }
        return insertText(metadata, into: encoded)
    }

    /// The signature (8 bytes) and the IHDR chunk (25 bytes) come first; text chunks follow them.
    static func insertText(_ metadata: PNGMetadata, into png: Data) -> Data {
        var chunks = Data()
        if let title = metadata.title, !title.isEmpty { chunks += textChunk(keyword: "Title", text: title) }
        if let description = metadata.description, !description.isEmpty {
            chunks += textChunk(keyword: "Description", text: description)
        }
        guard !chunks.isEmpty, png.count > 33 else { return png }
        var out = Data(png.prefix(33))
        out += chunks
        out += png.dropFirst(33)
        return out
    }

    /// `tEXt` when the text is Latin-1 (what that chunk holds), `iTXt` (UTF-8) otherwise.
    static func textChunk(keyword: String, text: String) -> Data {
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" }))
        let latin1 = clean.unicodeScalars.allSatisfy { $0.value == 0x0A || (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }
        var body = Data(keyword.utf8)
        body.append(0)
        if latin1 {
            body += clean.unicodeScalars.map { UInt8($0.value) }
            return chunk("tEXt", body)
        }
        // Compression flag 0, method 0, no language tag, no translated keyword.
        body += [0, 0, 0, 0]
        body += Data(clean.utf8)
        return chunk("iTXt", body)
    }

    static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data()
        let length = UInt32(body.count)
        out += [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)]
        var typed = Data(type.utf8)
        typed += body
        out += typed
        let crc = typed.withUnsafeBytes { bytes in
            UInt32(crc32(crc32(0, nil, 0), bytes.bindMemory(to: UInt8.self).baseAddress, uInt(bytes.count)))
        }
        out += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xff), UInt8(crc >> 8 & 0xff), UInt8(crc & 0xff)]
        return out
    }
}

/// Reads a PNG back into straight RGBA pixels (for tests comparing pictures).
enum PNGDecoder {
    struct Image {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    static func decode(_ data: Data) -> Image? {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { return nil }
        image.format = png_uint_32(PNGEncoder.pngFormatRGBA)
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            png_image_free(&image)
            return nil
        }
        return Image(width: width, height: height, rgba: pixels)
    }
}
